import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SpainFlag, UnitedKingdomFlag } from '@/components/flags';
import { changeLanguage } from '@/lib/i18n/i18n';
import { isLanguage, LANGUAGES, type Language } from '@/lib/i18n/languages';

const FLAGS: Record<Language, ReactNode> = {
  es: <SpainFlag />,
  en: <UnitedKingdomFlag />,
  ru: <span style={{ fontSize: 11, fontWeight: 600 }}>RU</span>,
};

/**
 * The header's language switcher (SHELL-54, I18N-05): Spanish and English with their flags;
 * Russian is listed too and shows the English texts.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'es';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((language) => ({
          key: language,
          icon: FLAGS[language],
          label: <span data-testid={`language-${language}`}>{t(`shell.language.${language}`)}</span>,
        })),
        onClick: ({ key }) => {
          if (isLanguage(key)) void changeLanguage(i18n, key);
        },
      }}
    >
      <Button
        type="text"
        aria-label={`${t('shell.header.language')}: ${current.toUpperCase()}`}
        data-testid="language-switcher"
      >
        {FLAGS[current]}
        <span style={{ textTransform: 'uppercase' }}>{current}</span>
      </Button>
    </Dropdown>
  );
}
