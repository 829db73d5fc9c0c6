import type { SandboxCompany } from '@fcs/shared/sandbox/schema';

/** The companies this week is about: what they do, their industry and their website. */
export function Companies({ companies }: { companies: readonly SandboxCompany[] }) {
  return (
    <ul className="sim-cards sim-cards--grid">
      {companies.map((company) => (
        <li key={company.name} className="sim-card">
          <h3 className="sim-card__title">{company.name}</h3>
          <p className="sim-card__meta">{company.industry}</p>
          <p>{company.description}</p>
          <a className="sim-card__link" href={company.website} target="_blank" rel="noopener noreferrer">
            {new URL(company.website).hostname}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
