import type { SidebarItem } from '@dossier/contract';
import { type Ref, Suspense } from 'react';
import type { Components } from 'react-virtuoso';
import { LazyVirtuoso } from '../../../components/lazy-virtuoso.ts';
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

/** Rows shown before Virtuoso has loaded: more than a tall screen holds. */
const FIRST_ROWS = 40;

/** The first rows as a plain list, while Virtuoso loads (components/lazy-virtuoso.ts). */
function FirstRows({ dossiers, currentId }: { dossiers: SidebarItem[]; currentId: CurrentDossier }) {
  return (
    <div style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      <ul style={{ listStyle: 'none', margin: 0, paddingInline: 0 }}>
        {dossiers.slice(0, FIRST_ROWS).map((dossier) => (
          <li key={dossier.id}>
            <DossierRow dossier={dossier} current={dossier.id === currentId} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The user's dossiers as a virtualised list: a user may be in 2,000 of them, and only the rows in view
 * (and a few around) are in the DOM. The order is the cache's, kept live by applyDossiersFrame.
 */
export function DossierList({ dossiers, currentId }: { dossiers: SidebarItem[]; currentId: CurrentDossier }) {
  return (
    <Suspense fallback={<FirstRows dossiers={dossiers} currentId={currentId} />}>
      <LazyVirtuoso
        style={{ flex: 1, minHeight: 0 }}
        data={dossiers}
        context={currentId}
        components={components}
        computeItemKey={(_, dossier) => dossier.id}
        itemContent={(_, dossier, current) => (
          <DossierRow dossier={dossier} current={dossier.id === current} />
        )}
        increaseViewportBy={200}
      />
    </Suspense>
  );
}
