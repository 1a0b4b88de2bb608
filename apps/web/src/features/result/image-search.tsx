import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Typing pauses this long before the list is searched (one request per pause, not per key). */
export const IMAGE_SEARCH_DEBOUNCE_MS = 400;

/**
 * Searches the upload's images by name or body part as the user types (debounced; Enter searches
 * at once). `keyword` is the URL's: back/forward or a shared link puts the box in step with it.
 */
export function ImageSearch({
  keyword,
  onSearch,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(keyword);
  const [urlKeyword, setUrlKeyword] = useState(keyword);
  if (urlKeyword !== keyword) {
    setUrlKeyword(keyword);
    setText(keyword);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === keyword) return;
    const timer = setTimeout(() => onSearch(next), IMAGE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, keyword, onSearch]);

  return (
    <Input.Search
      className="result-image-search"
      allowClear
      value={text}
      maxLength={100}
      placeholder={t('resultPage.imageSearch.placeholder')}
      aria-label={t('resultPage.imageSearch.label')}
      onChange={(e) => setText(e.target.value)}
      onSearch={(value) => onSearch(value.trim())}
    />
  );
}
