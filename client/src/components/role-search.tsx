import { LIMITS } from '@fcs/shared/constants';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useId, useMemo, useState } from 'react';
import { FieldError } from './form-field';
import './role-search.css';

/** What the picker needs of a role (a job list item; description and skills widen what a search finds). */
export interface RoleOption {
  job_id: string;
  title: string;
  summary?: string;
  description?: string;
  skills?: readonly string[];
}

export interface RoleSearchProps {
  roles: readonly RoleOption[];
  /** The selected role's id, or null. */
  selectedId: string | null;
  onSelect: (jobId: string) => void;
  /** Suggestions shown at once (spec section 9: 20 in the coach picker, 10 elsewhere). */
  limit?: number;
  /** Shown in the open list when nothing matches (spec: 'No jobs found'). */
  emptyText?: string;
  /** Text in the box before anything is selected (the coach starts with 'Equity Research Analyst'). */
  defaultQuery?: string;
  disabled?: boolean;
  /** Why the choice was refused (e.g. VALIDATION.roleRequired), shown under the box. */
  error?: string;
  label?: string;
  placeholder?: string;
}

const DEFAULT_LIMIT: number = LIMITS.suggestions;

function searchableText(role: RoleOption): string {
  return [role.summary, role.description, ...(role.skills ?? []).slice(0, LIMITS.shownSkills)]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/**
 * Roles matching every word typed, at most `limit`: titles starting with the query first, then other title
 * matches, then roles whose summary, description or first 8 skills hold every word. The list's own order is
 * kept inside each group. An empty query lists the first roles.
 */
export function filterRoles<T extends RoleOption>(roles: readonly T[], query: string, limit = DEFAULT_LIMIT): T[] {
  const q = query.trim().toLowerCase();
  const words = q.split(/\s+/).filter(Boolean);
  if (words.length === 0) return roles.slice(0, limit);
  const ranked: { role: T; rank: number; index: number }[] = [];
  roles.forEach((role, index) => {
    const title = role.title.toLowerCase();
    if (words.every((word) => title.includes(word))) ranked.push({ role, index, rank: title.startsWith(q) ? 0 : 1 });
    else {
      const text = `${title} ${searchableText(role)}`;
      if (words.every((word) => text.includes(word))) ranked.push({ role, index, rank: 2 });
    }
  });
  return ranked
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map(({ role }) => role);
}

/**
 * The one role picker of every screen: a WAI-ARIA combobox (downshift's useCombobox) over the catalogue. Typing
 * filters, arrow keys, Home/End and Enter pick, Escape closes without losing the selection, and leaving the box
 * puts the selected role's title back.
 */
export function RoleSearch({
  roles,
  selectedId,
  onSelect,
  limit = DEFAULT_LIMIT,
  emptyText = 'No jobs found',
  defaultQuery = '',
  disabled = false,
  error,
  label = 'Job role',
  placeholder = 'Search for a job role...',
}: RoleSearchProps) {
  const selected = roles.find((role) => role.job_id === selectedId) ?? null;
  const [query, setQuery] = useState(selected?.title ?? defaultQuery);

  // The selected title counts as 'no filter': opening the list then shows alternatives, not just the one role.
  const filterText = selected && query === selected.title ? '' : query;
  const suggestions = useMemo(() => filterRoles(roles, filterText, limit), [roles, filterText, limit]);

  const combobox = useCombobox<RoleOption>({
    items: suggestions,
    itemToString: (role) => role?.title ?? '',
    itemToKey: (role) => role?.job_id,
    selectedItem: selected,
    inputValue: query,
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem && selectedItem.job_id !== selectedId) onSelect(selectedItem.job_id);
    },
    stateReducer: keepSelection,
  });
  const { isOpen, highlightedIndex } = combobox;
  const errorId = useId();
  const expanded = isOpen && !disabled;

  return (
    <div className="role-search field">
      <label {...combobox.getLabelProps()}>{label}</label>
      <div className="role-search__control">
        <svg className="role-search__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          {...combobox.getInputProps({
            disabled,
            placeholder,
            spellCheck: false,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? errorId : undefined,
            onFocus: () => {
              if (!isOpen) combobox.openMenu();
            },
          })}
        />
      </div>
      <ul
        {...combobox.getMenuProps({ 'aria-label': 'Suggested roles' })}
        className="role-search__list"
        hidden={!expanded}
      >
        {expanded
          ? suggestions.map((role, index) => (
              <li
                key={role.job_id}
                className={[
                  'role-search__option',
                  index === highlightedIndex ? 'role-search__option--active' : '',
                  role.job_id === selectedId ? 'role-search__option--selected' : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                {...combobox.getItemProps({ item: role, index })}
              >
                <span className="role-search__option-title">{role.title}</span>
                {role.summary ? <span className="role-search__option-summary">{role.summary}</span> : null}
              </li>
            ))
          : null}
      </ul>
      {expanded && suggestions.length === 0 ? (
        <p className="role-search__empty" role="status">
          {emptyText}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * Escape with the list closed would clear the selection, and leaving the box with half a word typed would keep
 * it: both put the selected role (and its title) back instead.
 */
function keepSelection(
  state: UseComboboxState<RoleOption>,
  { type, changes }: UseComboboxStateChangeOptions<RoleOption>,
): Partial<UseComboboxState<RoleOption>> {
  switch (type) {
    case useCombobox.stateChangeTypes.InputKeyDownEscape:
    case useCombobox.stateChangeTypes.InputBlur: {
      const selectedItem = changes.selectedItem ?? state.selectedItem;
      return { ...changes, selectedItem, inputValue: selectedItem ? selectedItem.title : changes.inputValue };
    }
    default:
      return changes;
  }
}
