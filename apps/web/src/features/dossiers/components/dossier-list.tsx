import type { SidebarItem } from '@dossier/contract';
import type { Ref } from 'react';
import { type Components, Virtuoso } from 'react-virtuoso';
import { DossierRow } from './dossier-row.tsx';

/** The open dossier's id, read by every row to highlight it. */
type CurrentDossier = string | undefined;

const DossierListElement: Components<SidebarItem, CurrentDossier, HTMLUListElement>['List'] = ({
  style,
  children,
  ref,
}) => (
  <ul ref={ref as Ref<HTMLUListElement>} style={{ ...style, listStyle: 'none', margin: 0, paddingInline: 0 }}>
    {children}
  </ul>
);

const DossierListItem: Components<SidebarItem, CurrentDossier>['Item'] = ({
  item: _,
  context: __,
  ...props
}) => <li {...props} />;

const components = { List: DossierListElement, Item: DossierListItem };

/**
 * The user's dossiers as a virtualised list: a user may be in 2,000 of them, and only the rows in view
 * (and a few around) are in the DOM. The order is the cache's, kept live by applyDossiersFrame.
 */
export function DossierList({ dossiers, currentId }: { dossiers: SidebarItem[]; currentId: CurrentDossier }) {
  return (
    <Virtuoso
      style={{ flex: 1, minHeight: 0 }}
      data={dossiers}
      context={currentId}
      components={components}
      computeItemKey={(_, dossier) => dossier.id}
      itemContent={(_, dossier, current) => <DossierRow dossier={dossier} current={dossier.id === current} />}
      increaseViewportBy={200}
    />
  );
}
