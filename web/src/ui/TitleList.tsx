export interface Titled {
  id: number;
  title: string;
}

/**
 * A list of titles to choose one from, the chosen one pressed: the announcement popup's and the
 * notice dialog's left column (styled by `.notice-modal__list`). Imported by its path, not from
 * `ui/index`: through the index, the bundler put it in the home route's first script.
 */
export function TitleList({
  items,
  selectedId,
  onSelect,
}: {
  items: readonly Titled[];
  selectedId: number | null | undefined;
  onSelect: (id: number) => void;
}) {
  return (
    <ul className="notice-modal__list">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            aria-pressed={item.id === selectedId}
            onClick={() => onSelect(item.id)}
          >
            {item.title}
          </button>
        </li>
      ))}
    </ul>
  );
}
