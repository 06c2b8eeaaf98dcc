import { Link } from "react-router";
import { useSession } from "../lib/session.tsx";
import { type EditableKind, editPath, mayEdit } from "../lib/staff-edit.ts";

/**
 * "Edit event" (venue, city…) for staff on a public page: rendered only once
 * the page knows who is looking (after hydration, never into the cached
 * HTML), and pinned to the window's corner (styles/frame.css), so its
 * arrival moves nothing on the page. Mounted beside the page's heading, so
 * it comes right after it when tabbing.
 */
export function StaffEditLink({ kind, id }: { kind: EditableKind; id: string }) {
  const { profile } = useSession();
  if (!mayEdit(profile, kind)) return null;
  return (
    <Link to={editPath(kind, id)} className="ac-staff-edit" data-testid="staff-edit-link">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="ac-staff-edit__icon">
        <path
          fill="currentColor"
          d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z"
        />
      </svg>
      Edit {kind}
    </Link>
  );
}
