import { Input } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';

interface SearchBoxProps {
  /** The URL's keyword: back/forward or a shared link puts the box in step with it. */
  keyword: string;
  /** Called with the trimmed text. */
  onSearch: (keyword: string) => void;
  placeholder: string;
  label: string;
  className?: string;
  enterButton?: ReactNode;
  /**
   * Search as the user types, this long after the last key (one request per pause, not per key).
   * Without it the box searches on Enter or its button, and at once when emptied.
   */
  debounceMs?: number;
}

/** The search box of a list whose keyword lives in the URL (the history list, an upload's images). */
export function SearchBox({
  keyword,
  onSearch,
  placeholder,
  label,
  className,
  enterButton,
  debounceMs,
}: SearchBoxProps) {
  const [text, setText] = useState(keyword);
  const [urlKeyword, setUrlKeyword] = useState(keyword);
  if (urlKeyword !== keyword) {
    setUrlKeyword(keyword);
    setText(keyword);
  }

  useEffect(() => {
    if (debounceMs === undefined) return;
    const next = text.trim();
    if (next === keyword) return;
    const timer = setTimeout(() => onSearch(next), debounceMs);
    return () => clearTimeout(timer);
  }, [debounceMs, text, keyword, onSearch]);

  return (
    <Input.Search
      className={className}
      allowClear
      value={text}
      maxLength={100}
      placeholder={placeholder}
      aria-label={label}
      enterButton={enterButton}
      onChange={(e) => {
        setText(e.target.value);
        // Emptying the box (its ✕ included) shows the whole list again.
        if (debounceMs === undefined && !e.target.value && keyword) onSearch('');
      }}
      onSearch={(value) => onSearch(value.trim())}
    />
  );
}
