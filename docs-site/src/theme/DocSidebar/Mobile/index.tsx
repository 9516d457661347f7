/**
 * The classic theme's mobile docs sidebar only hands the docs tree to the stock navbar's mobile
 * menu (NavbarSecondaryMenuFiller), which this site does not render: the site header replaces
 * the navbar (src/theme/Navbar), and the page renders the tree on small screens
 * in its own panel (src/components/NavigateDocs.tsx).
 */
export default function DocSidebarMobile(): null {
  return null;
}
