import { APP_PATHS } from '@vault/contracts';

export type SettingsSectionKey = 'profile' | 'plan' | 'integrations' | 'import-export' | 'security';

export interface SettingsSection {
  key: SettingsSectionKey;
  label: string;
  path: string;
  intro: string;
}

/** Account Settings in sections, each at its own address (bookmarkable, shareable between devices). */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    key: 'profile',
    label: 'Profile',
    path: APP_PATHS.settings,
    intro: 'Your name, picture and e-mail, and this month’s usage.',
  },
  {
    key: 'plan',
    label: 'Plan & usage',
    path: APP_PATHS.settingsPlan,
    intro: 'Your plan, its monthly extractions and your credits.',
  },
  {
    key: 'integrations',
    label: 'Integrations',
    path: APP_PATHS.settingsIntegrations,
    intro:
      'Save from WhatsApp or by e-mail, follow feeds, read your library in a feed reader, and manage API tokens for the extension and your own tools.',
  },
  {
    key: 'import-export',
    label: 'Import & export',
    path: APP_PATHS.settingsImportExport,
    intro: 'Bring your links from another service, or take your library with you.',
  },
  {
    key: 'security',
    label: 'Security',
    path: APP_PATHS.settingsSecurity,
    intro: 'Your password, and how to keep your account safe.',
  },
];

/** The section shown at `pathname` (Profile at `/settings` and at any address not listed). */
export function sectionAt(pathname: string): SettingsSection {
  const normalised = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
  return SETTINGS_SECTIONS.find((section) => section.path === normalised) ?? SETTINGS_SECTIONS[0]!;
}
