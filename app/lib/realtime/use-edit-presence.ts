import { useSession } from "../session.tsx";
import { usePresence } from "./hooks.ts";
import { useStaffToken } from "./use-staff-token.ts";

/**
 * The other people who have this back-office record open (by display name),
 * from the presence of `admin:edit:{type}:{id}`. Joining needs the
 * superadmin's access token; null id (a new record) joins nothing.
 */
export function useEditPresence(type: string, id: string | null): string[] {
  const { profile } = useSession();
  const [token, params] = useStaffToken(Boolean(id));
  const topic = id && token ? `admin:edit:${type}:${id}` : null;
  const { people } = usePresence(topic, params);
  const names = people.filter((p) => p.user_id !== profile?.id).map((p) => p.name);
  return [...new Set(names)];
}
