import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from './settings-form';

/**
 * Saves through `update` and says so; a 400 naming fields of this form marks those fields,
 * any other failure shows the catalogue's API error.
 */
export function useSettingsSave<B>(
  form: FormInstance,
  fields: readonly string[],
  update: (body: B) => Promise<unknown>,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return async (body: B) => {
    try {
      await update(body);
      void message.success(t('aiSettings.saved'));
    } catch (error) {
      const named = serverFieldErrors(error, fields);
      if (named.length) {
        form.setFields(named.map((name) => ({ name, errors: [t('aiSettings.invalidValue')] })));
      } else void message.error(t('errors.apiStatus'));
    }
  };
}
