import type { SandboxProject } from '@fcs/shared/sandbox/schema';

const STATUS_TEXT: Record<SandboxProject['status'], string> = {
  completed: 'Completed',
  in_progress: 'In progress',
  not_started: 'Not started',
};

/** Tasks and projects of the week: status, deadline, what it is and what has to be delivered. */
export function Tasks({ projects }: { projects: readonly SandboxProject[] }) {
  return (
    <ul className="sim-cards">
      {projects.map((project) => (
        <li key={project.title} className="sim-card">
          <div className="sim-card__head">
            <h3 className="sim-card__title">{project.title}</h3>
            <span className={`sim-badge sim-badge--status-${project.status}`}>{STATUS_TEXT[project.status]}</span>
          </div>
          <p className="sim-card__meta">
            <span className="sim-card__label">Deadline</span> {project.deadline}
          </p>
          <p>{project.description}</p>
          <h4 className="sim-card__subhead">Deliverables</h4>
          <ul className="sim-checklist">
            {project.deliverables.map((deliverable) => (
              <li key={deliverable} className={project.status === 'completed' ? 'sim-checklist__done' : undefined}>
                {deliverable}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
