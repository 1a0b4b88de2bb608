import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { Locale } from '@dermadesk/contracts';

/** antd's texts follow the UI language; English is bundled, the others load on demand. */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: AntdLocale }>> = {
  fr: () => import('antd/es/locale/fr_FR'),
  vi: () => import('antd/es/locale/vi_VN'),
  pt: () => import('antd/es/locale/pt_BR'),
  es: () => import('antd/es/locale/es_ES'),
};

export const defaultAntdLocale = enUS;

export async function loadAntdLocale(language: Locale): Promise<AntdLocale> {
  if (language === 'en') return enUS;
  return (await loaders[language]()).default;
}
