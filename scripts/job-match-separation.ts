/**
 * The cross-role separation matrix of the job-match fit score (`npm run job-match:separation`; issue 13, ADR 009).
 * For every role A and every other role B, B's synthetic practitioner (title, description and skills as one job)
 * is scored against A with the real `scoreFit` and compared with A's own. Prints each role's nearest neighbours
 * and margin, how many roles have a neighbour within 15 and 25 points, and the worst pairs; the last line is one
 * JSON object of the figures.
 *
 * `npm run job-match:separation -- <job_id> ...` scores only the rows of those roles (every other role as the
 * neighbour); the full matrix is about 20,000 scores (a couple of minutes on one core).
 */
import { ROLES } from '@fcs/shared/catalog/roles';
import { separationOf, type RoleSeparation } from '@fcs/shared/job-match/separation';

const WORST_PAIRS = 25;
const NEIGHBOURS_SHOWN = 3;

function main(ids: readonly string[]): void {
  const unknown = ids.filter((id) => !ROLES.some((r) => r.job_id === id));
  if (unknown.length > 0) throw new Error(`Unknown job ids: ${unknown.join(', ')}`);
  const rows: RoleSeparation[] = ROLES.filter((r) => ids.length === 0 || ids.includes(r.job_id)).map((role) =>
    separationOf(role, ROLES),
  );

  for (const row of [...rows].sort((a, b) => a.neighbours[0]!.margin - b.neighbours[0]!.margin)) {
    const nearest = row.neighbours
      .slice(0, NEIGHBOURS_SHOWN)
      .map((n) => `${n.jobId} ${n.score} (${n.margin})`)
      .join(', ');
    console.log(`${row.jobId.padEnd(40)} own ${String(row.own).padStart(3)}  nearest: ${nearest}`);
  }

  const pairs = rows
    .flatMap((row) => row.neighbours.map((n) => ({ role: row.jobId, own: row.own, ...n })))
    .sort((a, b) => a.margin - b.margin || a.role.localeCompare(b.role) || a.jobId.localeCompare(b.jobId));
  console.log(`\nWorst ${WORST_PAIRS} pairs (role <- neighbour's practitioner: own, neighbour, margin):`);
  for (const p of pairs.slice(0, WORST_PAIRS))
    console.log(`  ${p.role} <- ${p.jobId}: ${p.own}, ${p.score}, ${p.margin}`);

  const nearestMargins = rows.map((row) => row.neighbours[0]!.margin);
  const figures = {
    roles: rows.length,
    within_15: nearestMargins.filter((m) => m < 15).length,
    within_25: nearestMargins.filter((m) => m < 25).length,
    min_margin: Math.min(...nearestMargins),
    median_nearest_margin: [...nearestMargins].sort((a, b) => a - b)[Math.floor(nearestMargins.length / 2)],
    min_own: Math.min(...rows.map((row) => row.own)),
  };
  console.log(`\n${JSON.stringify(figures)}`);
}

main(process.argv.slice(2));
