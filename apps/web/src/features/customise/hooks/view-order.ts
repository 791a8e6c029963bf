import type { DesignTemplateLine } from '@circa/contract/customise.schema';
import type { ImpactSort } from '../../../ui/impact-sort-toggle';

/** Impact sort of a view's components; the default is highest to lowest (document 2 §9). */
export type { ImpactSort };

export interface CustomiseView {
  Name: string;
  SortOrder: number;
}

/** The components of one view (their SortOrder is the view's), sorted by impact. */
export function viewComponents(
  components: readonly DesignTemplateLine[],
  viewIndex: number,
  sort: ImpactSort,
): DesignTemplateLine[] {
  const sign = sort === 'highest' ? -1 : 1;
  return components
    .filter((component) => component.SortOrder === viewIndex)
    .sort((a, b) => {
      if (a.Impact === null || b.Impact === null) {
        if (a.Impact === b.Impact) return a.Name.localeCompare(b.Name);
        return a.Impact === null ? 1 : -1;
      }
      return sign * (a.Impact - b.Impact) || a.Name.localeCompare(b.Name);
    });
}

/** The views in their order. */
export function orderedViews(views: readonly CustomiseView[]): CustomiseView[] {
  return [...views].sort((a, b) => a.SortOrder - b.SortOrder);
}

/** The view after `viewIndex`, or null after the last one (then the button reads 'View Results'). */
export function nextView(views: readonly CustomiseView[], viewIndex: number): CustomiseView | null {
  return orderedViews(views).find((view) => view.SortOrder > viewIndex) ?? null;
}

/**
 * Whether a view may be shown: views up to the furthest reached (and always the first) are open;
 * a later one only when arriving by Next from the view before it (document 2 §2: "A view is
 * disabled when its sort order exceeds the active custom sort order").
 */
export function canEnterView(
  views: readonly CustomiseView[],
  viewIndex: number,
  activeSortOrder: number,
  cameFromView: number | null,
): boolean {
  const first = orderedViews(views)[0]?.SortOrder ?? 1;
  if (viewIndex <= Math.max(activeSortOrder, first)) return true;
  if (cameFromView === null) return false;
  // arriving by Next: the view before was on screen, so it was open (its recording may still be on
  // its way to the server when the user clicks Next again)
  return nextView(views, cameFromView)?.SortOrder === viewIndex;
}

/**
 * The length of an impact bar, 0..1: impacts are scaled against the larger of the largest
 * magnitude and a quarter of the total (document 2 §9).
 */
export function impactBarShare(impact: number | null, impacts: readonly (number | null)[]): number {
  if (impact === null) return 0;
  const known = impacts.filter((value): value is number => value !== null);
  const largest = Math.max(0, ...known.map(Math.abs));
  const total = Math.abs(known.reduce((sum, value) => sum + value, 0));
  const scale = Math.max(largest, total / 4);
  return scale > 0 ? Math.min(1, Math.abs(impact) / scale) : 0;
}
