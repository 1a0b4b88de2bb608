import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../components/search-box';

/** Typing pauses this long before the list is searched (one request per pause, not per key). */
export const IMAGE_SEARCH_DEBOUNCE_MS = 400;

/** Searches the upload's images by name or body part as the user types (Enter searches at once). */
export function ImageSearch({
  keyword,
  onSearch,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SearchBox
      className="result-image-search"
      keyword={keyword}
      onSearch={onSearch}
      debounceMs={IMAGE_SEARCH_DEBOUNCE_MS}
      placeholder={t('resultPage.imageSearch.placeholder')}
      label={t('resultPage.imageSearch.label')}
    />
  );
}
