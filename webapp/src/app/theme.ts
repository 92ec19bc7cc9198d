// From Chakra's entry points for the system alone, not its main one: this module and what it
// imports make a chunk of their own without React or any component (vite.config.ts).
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react/styled-system';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { brandConfig } from './brand-tokens';

/**
 * Colour shades that nothing refers to: not the semantic tokens, not the recipes below, not the
 * app's own `<palette>.<shade>` values (checked with grep). Every token becomes a CSS variable in
 * the CSS each page inlines and is processed by `createSystem` before the page hydrates.
 */
const UNUSED_SHADES: Readonly<Record<string, readonly string[]>> = {
  whiteAlpha: ['50', '100', '200', '400', '500', '600', '700', '800', '900', '950'],
  blackAlpha: ['50', '100', '200', '300', '400', '600', '800', '900', '950'],
  yellow: ['400', '600', '950'],
  teal: ['50', '950'],
  cyan: ['50', '950'],
  purple: ['50', '950'],
  pink: ['50', '950'],
};

/** Keyframes no recipe, animation token or animation style of the app uses. */
const UNUSED_KEYFRAMES = new Set([
  'circular-progress',
  'expand-width',
  'collapse-width',
  'marqueeX',
  'marqueeY',
]);

function without<T>(record: Record<string, T>, keys: readonly string[] | ReadonlySet<string>) {
  const omitted = new Set(keys);
  return Object.fromEntries(Object.entries(record).filter(([key]) => !omitted.has(key)));
}

const colors = Object.fromEntries(
  Object.entries(tokens.colors ?? {}).map(([palette, shades]) => {
    const unused = UNUSED_SHADES[palette];
    return [palette, unused ? without(shades as Record<string, unknown>, unused) : shades];
  }),
) as NonNullable<typeof tokens.colors>;

/**
 * Chakra's default theme with only the recipes of the components the app shows on most pages: the
 * others (about seventy) are neither downloaded nor turned into CSS at start-up. Components whose
 * code loads on demand (dialogs, drawers, menus, accordions, tabs, tables, segment groups, toasts)
 * pass their recipe themselves (`recipe={dialogSlotRecipe}`), so it loads with them. A component
 * added to the app needs its recipe here or on its root, or it renders unstyled.
 */
/**
 * Chakra's global styles, with the page's scrollbar space always kept: on a desktop with classic
 * scrollbars, a page that grows past the window's height (Privacy & Data's later cards, a list
 * that loads) otherwise gains a scrollbar, narrows, and every centred element moves sideways
 * (a layout shift Lighthouse scored 0.35). Overlay scrollbars, as on phones, take no space anyway.
 */
const pageGlobalCss = {
  ...globalCss,
  html: { ...globalCss.html, scrollbarGutter: 'stable' },
};

const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: pageGlobalCss,
  theme: {
    breakpoints,
    keyframes: without(keyframes, UNUSED_KEYFRAMES),
    tokens: { ...tokens, colors },
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      stat: statSlotRecipe,
      tag: tagSlotRecipe,
    },
  },
});

/**
 * Text contrast raised to WCAG AA (4.5:1), which axe checks in the end-to-end tests: white on the
 * default green fill, and the light error red on white, fall short of it. One shade darker passes
 * in both colour modes. (Vault's own palette, brand-tokens.ts, passes as it is.)
 */
const contrastConfig = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        green: { solid: { value: '{colors.green.700}' } },
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
      },
    },
  },
});

const configuredSystem = createSystem(defaultBaseConfig, themeConfig, contrastConfig, brandConfig);

/**
 * The CSS every page shares: the cascade layers' order, the preflight reset, the global styles and
 * every token as a CSS variable (~33 kB). Built into index.html once (build/prerender.ts), so a
 * page does not serialise, hash and parse it at each start, ~40 ms of a slow phone's main thread
 * before its first paint; only the build's prerender reads it.
 */
export function sharedStyles() {
  return [configuredSystem.layers.atRule, ...configuredSystem._global];
}

/**
 * The system without the shared CSS, for built pages that have it in their HTML: a copy of its
 * properties as they are (a getter stays a getter, so copying computes nothing) with `_global`
 * empty, so ChakraProvider injects nothing.
 */
function withoutSharedStyles(configured: SystemContext): SystemContext {
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(configured));
  return Object.defineProperty(copy, '_global', { value: [] }) as SystemContext;
}

/**
 * The system the app renders with. The development server has no built HTML: there ChakraProvider
 * injects the shared CSS as Chakra does.
 */
export const system: SystemContext = import.meta.env.DEV
  ? configuredSystem
  : withoutSharedStyles(configuredSystem);
