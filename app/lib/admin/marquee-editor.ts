import { useEffect, useState } from "react";
import { ErrorCode } from "../../../core/errors.ts";
import { MAX_MARQUEE_ITEMS } from "../../../core/schemas/featured.ts";
import type { AdSpot } from "../../../core/schemas/promo.ts";
import { ApiCallError, api } from "../api-client.ts";
import { toast } from "../toast.tsx";
import { itemErrors, type MarqueeSlot, marqueeItems, moveItem, slotKey } from "./marquee-items.ts";
import type { ConflictInfo } from "./use-record-form.ts";

/** The marquee as the loader gives it: its items with their records, and the version saved. */
export interface MarqueeState {
  slots: MarqueeSlot[];
  version: number;
  modified_date: string | null;
}

/** What a save would send, as one string: the items in order, each with its advert spot. */
const keysOf = (slots: readonly MarqueeSlot[]) =>
  slots.map((s) => `${slotKey(s)}=${s.advert_spot ?? ""}`).join(",");

/**
 * The marquee editor's life cycle, like useRecordForm's for records: edits
 * kept locally until "Save", a PUT with the version read, a stale version
 * held as a conflict (reload theirs or overwrite), and the API's item errors
 * shown on the items they concern.
 */
export function useMarqueeEditor(loaded: MarqueeState, reload: () => Promise<void>) {
  const [slots, setSlots] = useState(loaded.slots);
  const [saved, setSaved] = useState({ keys: keysOf(loaded.slots), ...loaded });
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<{ byKey: Record<string, string>; other: string[] }>({
    byKey: {},
    other: [],
  });
  const [conflict, setConflict] = useState<ConflictInfo | null>(null);

  // The loader's answer (first render, or after "Reload their version") replaces the edits.
  useEffect(() => {
    setSlots(loaded.slots);
    setSaved({ keys: keysOf(loaded.slots), ...loaded });
    setErrors({ byKey: {}, other: [] });
  }, [loaded]);

  const isDirty = keysOf(slots) !== saved.keys;

  async function send(version: number) {
    const sent = slots;
    setSaving(true);
    setErrors({ byKey: {}, other: [] });
    try {
      const result = await api<{ version: number; modified_date: string | null }>(
        "/featured/marquee",
        { method: "PUT", body: { items: marqueeItems(sent), version } },
      );
      setSaved({ keys: keysOf(sent), slots: sent, ...result });
      setConflict(null);
      toast("Marquee saved.", { variant: "success" });
    } catch (err) {
      if (!(err instanceof ApiCallError)) throw err;
      const e = err.error;
      if (e.code === ErrorCode.Conflict && e.current) {
        setConflict(e.current);
        return;
      }
      const found = itemErrors(e.errors ?? [], sent);
      if (!Object.keys(found.byKey).length && !found.other.length) found.other.push(e.message);
      setErrors(found);
      toast(
        Object.keys(found.byKey).length ? "Some items need attention." : (found.other[0] ?? ""),
        { variant: "error" },
      );
    } finally {
      setSaving(false);
    }
  }

  const edit = (next: MarqueeSlot[]) => setSlots(next);

  return {
    slots,
    saved,
    saving,
    errors,
    conflict,
    isDirty,
    full: slots.length >= MAX_MARQUEE_ITEMS,
    has: (key: string) => slots.some((s) => slotKey(s) === key),
    add: (slot: MarqueeSlot) => {
      if (slots.length >= MAX_MARQUEE_ITEMS || slots.some((s) => slotKey(s) === slotKey(slot)))
        return;
      edit([...slots, slot]);
    },
    remove: (key: string) => edit(slots.filter((s) => slotKey(s) !== key)),
    move: (from: number, to: number) => edit(moveItem(slots, from, to)),
    /** The advert spot whose active advert takes this item's place on the home page (null: none). */
    setAdvertSpot: (key: string, spot: AdSpot | null) =>
      edit(slots.map((s) => (slotKey(s) === key ? { ...s, advert_spot: spot } : s))),
    save: () => send(saved.version),
    overwrite: async () => {
      if (conflict) await send(conflict.version);
    },
    reloadTheirs: async () => {
      setConflict(null);
      await reload();
    },
    dismissConflict: () => setConflict(null),
  };
}

export type MarqueeEditor = ReturnType<typeof useMarqueeEditor>;
