import { LIMITS } from '@fcs/shared/constants';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';

/** What the picker needs of a role. */
export interface RoleOption {
  job_id: string;
  title: string;
  summary?: string;
}

export interface RoleSearchProps {
  roles: readonly RoleOption[];
  /** The selected role's id, or null. */
  selectedId: string | null;
  onSelect: (jobId: string) => void;
  /** Suggestions shown at once (spec section 9: 10 outside the coach). */
  limit?: number;
  disabled?: boolean;
  label?: string;
  placeholder?: string;
}

const DEFAULT_LIMIT: number = LIMITS.suggestions;

/** Roles whose title contains every word typed, titles starting with the query first; at most `limit`. */
export function filterRoles<T extends RoleOption>(roles: readonly T[], query: string, limit = DEFAULT_LIMIT): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const q = query.trim().toLowerCase();
  const hits = roles.filter((role) => {
    const title = role.title.toLowerCase();
    return words.every((word) => title.includes(word));
  });
  // A stable sort keeps the list's own order inside each group.
  return hits
    .map((role, index) => ({ role, index, starts: q !== '' && role.title.toLowerCase().startsWith(q) }))
    .sort((a, b) => Number(b.starts) - Number(a.starts) || a.index - b.index)
    .slice(0, limit)
    .map(({ role }) => role);
}

/**
 * A searchable role picker (WAI-ARIA combobox with a listbox popup): typing filters by title, arrow keys move
 * through the suggestions, Enter picks, Escape closes.
 */
export function RoleSearch({
  roles,
  selectedId,
  onSelect,
  limit = DEFAULT_LIMIT,
  disabled = false,
  label = 'Job role',
  placeholder = 'Search for a job role...',
}: RoleSearchProps) {
  const id = useId();
  const listId = `${id}-list`;
  const selected = roles.find((role) => role.job_id === selectedId);
  const [query, setQuery] = useState(selected?.title ?? '');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // A selection made elsewhere (a restored run) shows its title: state adjusted during render, not in an effect.
  const [shownSelection, setShownSelection] = useState(selected?.job_id);
  if (selected?.job_id !== shownSelection) {
    setShownSelection(selected?.job_id);
    if (selected) setQuery(selected.title);
  }

  // The selected title counts as 'no filter': opening the list then shows alternatives, not just the one role.
  const filterText = selected && query === selected.title ? '' : query;
  const suggestions = useMemo(() => filterRoles(roles, filterText, limit), [roles, filterText, limit]);
  const expanded = open && !disabled;

  function choose(role: RoleOption) {
    onSelect(role.job_id);
    setQuery(role.title);
    setOpen(false);
    setActiveIndex(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex((index) => (suggestions.length === 0 ? -1 : (index + 1) % suggestions.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex((index) => (suggestions.length === 0 ? -1 : index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const role = suggestions[activeIndex] ?? (expanded && suggestions.length === 1 ? suggestions[0] : undefined);
      if (role) {
        event.preventDefault();
        choose(role);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActiveIndex(-1);
      } else if (selected) {
        setQuery(selected.title);
      }
    }
  }

  const activeOption = expanded ? suggestions[activeIndex] : undefined;

  return (
    <div className="role-search field">
      <label htmlFor={`${id}-input`}>{label}</label>
      <div className="role-search__control">
        <svg className="role-search__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${id}-opt-${activeOption.job_id}` : undefined}
          placeholder={placeholder}
          value={query}
          disabled={disabled}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          // A click on an option lands before blur hides the list (mousedown is prevented there).
          onBlur={() => {
            setOpen(false);
            setActiveIndex(-1);
          }}
          onKeyDown={handleKeyDown}
        />
      </div>
      <ul id={listId} role="listbox" aria-label="Suggested roles" className="role-search__list" hidden={!expanded}>
        {suggestions.length === 0 ? (
          <li className="role-search__empty" role="option" aria-selected={false} aria-disabled="true">
            No jobs found
          </li>
        ) : (
          suggestions.map((role, index) => (
            <li
              key={role.job_id}
              id={`${id}-opt-${role.job_id}`}
              role="option"
              aria-selected={role.job_id === selectedId}
              className={['role-search__option', index === activeIndex ? 'role-search__option--active' : '']
                .filter(Boolean)
                .join(' ')}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActiveIndex(index)}
              onClick={() => choose(role)}
            >
              <span className="role-search__option-title">{role.title}</span>
              {role.summary ? <span className="role-search__option-summary">{role.summary}</span> : null}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
