/** Steps of the Top Rows / Top Columns sliders below "all" (document 2 §9). */
const STEPS = [2, 3, 5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 300, 500] as const;

/**
 * The slider's steps for `count` items: the fixed steps below `count`, then `count` itself
 * ("All"). Fewer than 3 items: just `count` (nothing to group).
 */
export function topNSteps(count: number): number[] {
  return [...STEPS.filter((s) => s < count), count];
}
