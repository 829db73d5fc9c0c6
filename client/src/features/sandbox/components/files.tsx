import type { SandboxFile } from '@fcs/shared/sandbox/schema';

const TYPE_LABELS: Record<string, string> = {
  spreadsheet: 'XLS',
  pdf: 'PDF',
  document: 'DOC',
  presentation: 'PPT',
};

function typeLabel(type: string): string {
  return TYPE_LABELS[type.toLowerCase()] ?? type.slice(0, 4).toUpperCase();
}

/** The files on the shared drive this week: kind, name and what is in them. */
export function Files({ files }: { files: readonly SandboxFile[] }) {
  return (
    <ul className="sim-files">
      {files.map((file) => (
        <li key={file.name} className="sim-file">
          <span
            className={`sim-file__icon sim-file__icon--${file.type.toLowerCase().replace(/[^a-z]/g, '')}`}
            aria-hidden="true"
          >
            {typeLabel(file.type)}
          </span>
          <div>
            <h3 className="sim-file__name">{file.name}</h3>
            <p className="sim-file__type">{file.type}</p>
            <p className="sim-file__description">{file.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
