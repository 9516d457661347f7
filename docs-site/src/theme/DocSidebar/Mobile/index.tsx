/**
 * The classic theme's mobile docs sidebar only hands the docs tree to the stock navbar's mobile
 * menu (NavbarSecondaryMenuFiller), which this site does not render: the site header replaces
 * the navbar (src/theme/Navbar), and the page renders the tree on small screens
 * (src/components/DocsMenu.tsx, inside the site header's one small-screen menu). Rendering nothing spares phones that work after hydration,
 * including the first `localeCompare` of the page (the filler sorts its props' keys), which
 * sets up an ICU collator: 20-50 ms in one piece.
 */
export default function DocSidebarMobile(): null {
  return null;
}
