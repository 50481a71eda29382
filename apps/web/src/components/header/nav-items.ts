import type { MenuItem } from '@storefront/contract';

/**
 * The site's sections, in the top menu's order: the one list both the desktop bar and the mobile
 * menu render, so the two always offer the same destinations. An item flagged for either place is
 * shown in both; one flagged for neither is hidden (docs/decisions/016-one-navigation-list-and-text-logo.md).
 */
export function navItems(topMenu: readonly MenuItem[]): MenuItem[] {
  const seen = new Set<string>();
  return topMenu.filter((item) => {
    if (!(item.top_status || item.hamburger_status) || seen.has(item.url)) return false;
    seen.add(item.url);
    return true;
  });
}
