/**
 * What the shell reads before any screen (sign-in, header, sidebar, command palette, error pages) and where a
 * locale file lives. No imports: the build reads it too, to preload the sign-in page's files (vite.config.ts).
 */
export const SHELL_NAMESPACES = ['common', 'menu', 'errors', 'login', 'header'] as const;

export const localeFile = (lng: string, ns: string) => `/locales/${lng}/${ns}.json`;
