import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreContext';
import { THEMES, type Theme } from '../../stores/UiStore';
import { useHydrated } from '../../ui';

export const ThemeSwitch = observer(function ThemeSwitch() {
  const { t } = useTranslation();
  const { ui } = useStores();
  const id = useId();
  // On a server-rendered page the choice would be lost until the script has run.
  const hydrated = useHydrated();
  return (
    <div className="header-control">
      <label htmlFor={id} className="visually-hidden">
        {t('theme_label')}
      </label>
      <select
        id={id}
        value={ui.theme}
        disabled={!hydrated}
        onChange={(e) => ui.setTheme(e.target.value as Theme)}
      >
        {THEMES.map((theme) => (
          <option key={theme} value={theme}>
            {t(theme === 'dark' ? 'theme_dark' : 'theme_light')}
          </option>
        ))}
      </select>
    </div>
  );
});
