import { deferredControl } from '../lib/deferred-control';
import { ExportButton, type ExportMenuProps } from './export-button';

const DeferredExportMenu = deferredControl(() =>
  import('./export-menu-dropdown').then((m) => m.ExportMenuDropdown),
);

/** 'Export' on every list (issue 17): all of the list's rows, as CSV or Excel, dates as the user prefers. */
export function ExportMenu(props: ExportMenuProps) {
  return (
    <DeferredExportMenu
      part={props}
      stub={(handlers) => (
        <ExportButton
          label={props.label}
          size={props.size}
          aria-haspopup="menu"
          aria-expanded={false}
          {...handlers}
        />
      )}
    />
  );
}
