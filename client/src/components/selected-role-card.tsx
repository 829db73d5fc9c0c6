import { LIMITS } from '@fcs/shared/constants';
import './selected-role-card.css';

export interface SelectedRoleCardProps {
  title: string;
  description: string;
  skills: readonly string[];
}

/** The chosen role: title, description and its first skills (spec section 9: 8 shown). */
export function SelectedRoleCard({ title, description, skills }: SelectedRoleCardProps) {
  const shown = skills.slice(0, LIMITS.shownSkills);
  return (
    <article className="selected-role" aria-label={`Selected role: ${title}`}>
      <h2 className="selected-role__title">{title}</h2>
      <p className="selected-role__description">{description}</p>
      {shown.length > 0 ? (
        <>
          <h3 className="selected-role__skills-title">Key skills</h3>
          <ul className="selected-role__skills">
            {shown.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}
