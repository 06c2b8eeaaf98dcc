import { data, type RouterContextProvider, redirect } from "react-router";
import { ApiError } from "../../core/errors.ts";
import { submissionSchema } from "../../core/schemas/submission.ts";
import {
  dateRowOf,
  emptyForm,
  formFieldOf,
  formValuesOf,
  formValuesOfSubmission,
  inputOf,
  type SubmissionFormValues,
  type VenueChoice,
} from "../../core/submissions/form.ts";
import { AUTHOR_EDITABLE, type StoredPayload } from "../../core/submissions/rules.ts";
import { serverContext } from "./context.server.ts";
import { field } from "./forms.server.ts";
import { orNotFound } from "./page.server.ts";
import { getViewer, requireViewer, signInUrl } from "./viewer.server.ts";

// What /submit and /submit/{id} do on the server (issue 30 item 1): who may
// send, the form's choices (cities, the venue found or chosen), and the
// posts — "Start from a link", "Find" a venue, "Save draft", "Send for
// review" — each of which works without JavaScript and shows the form again
// with everything that was typed when something is wrong.

type Ctx = Readonly<RouterContextProvider>;
type Services = ReturnType<typeof serverContext>["services"];

export interface SubmitForm {
  values: SubmissionFormValues;
  /** Venues to choose from: those a search found, or the one already chosen. */
  venues: VenueChoice[];
  /** The picture it names, as the form shows it. */
  image: { id: string; url: string; width: number; height: number } | null;
  /** Problems by form field name. */
  fields: Record<string, string>;
  /** What to tell the author above the form (a problem, or what just happened). */
  message: string | null;
  severity: "error" | "info";
  link: string;
}

const choice = (v: {
  id: string;
  name: string;
  address?: string | null;
  city?: { name: string } | null;
}): VenueChoice => ({
  id: v.id,
  name: v.name,
  address: v.address ?? null,
  city: v.city?.name ?? null,
});

/** The chosen venue as a choice, so the form shows it picked. */
async function chosenVenue(services: Services, id: string): Promise<VenueChoice[]> {
  if (!id) return [];
  const venue = await services.places.getVenue("id", id).catch(() => null);
  return venue ? [choice(venue)] : [];
}

/** The picture a form names, at the size the form shows it. */
async function imageOf(services: Services, id: string): Promise<SubmitForm["image"]> {
  if (!id) return null;
  const c = await services.files.get("id", id).catch(() => null);
  const v = c?.versions.SIZED ?? c?.versions.FULL ?? c?.versions.CARD_LARGE;
  return c && v ? { id: c.id, url: v.url, width: v.width, height: v.height } : null;
}

/** The form as shown: the values, the venue chosen, the picture named. */
async function shown(
  services: Services,
  values: SubmissionFormValues,
  venues?: VenueChoice[],
): Promise<SubmitForm> {
  return {
    values,
    venues: venues ?? (await chosenVenue(services, values.venue_id)),
    image: await imageOf(services, values.primary_image_id),
    fields: {},
    message: null,
    severity: "info",
    link: "",
  };
}

export async function submitPageLoader(request: Request, context: Ctx, id: string | undefined) {
  const { services } = serverContext(context);
  const { actor } = await getViewer(request, context);
  const standing = await services.submissions.standing(actor);
  if (standing !== "ok") return { standing, signIn: signInUrl(request) } as const;
  const cities = (await services.places.listCities({ page_size: "100" })).results.map((c) => ({
    id: c.id,
    name: c.name,
  }));
  if (!id)
    return {
      standing,
      cities,
      submission: null,
      form: await shown(services, emptyForm()),
    } as const;
  const sub = await orNotFound(services.submissions.get(actor, id), "Submission");
  const values = formValuesOfSubmission(sub as unknown as StoredPayload);
  return {
    standing,
    cities,
    submission: {
      id: sub.id,
      version: sub.version,
      state: sub.state,
      editable: (AUTHOR_EDITABLE as readonly string[]).includes(sub.state),
    },
    form: await shown(services, values),
  } as const;
}

/** A service's refusal in plain words: per field where it names one, and a line above the form. */
function refusal(err: unknown, values: SubmissionFormValues) {
  if (!(err instanceof ApiError)) throw err;
  const fields: Record<string, string> = {};
  for (const e of err.errors ?? []) fields[formFieldOf(e.field, values)] ??= e.message;
  const message =
    err.status === 400 && Object.keys(fields).length > 1
      ? "Some fields need a look: see the notes next to them."
      : (err.errors?.[0]?.message ?? err.message);
  return { status: err.status, fields, message, severity: "error" as const };
}

/** Where "Start from a link" puts what the page says. */
function prefilled(found: Awaited<ReturnType<Services["submissions"]["prefill"]>>) {
  return {
    ...emptyForm(),
    name: found.name ?? "",
    summary: found.summary ?? "",
    content: found.content ?? "",
    url: found.url ?? "",
    venue_mode: found.new_venue ? ("new" as const) : ("existing" as const),
    venue_id: found.venue?.id ?? "",
    venue_query: found.venue?.name ?? "",
    new_venue_name: found.new_venue?.name ?? "",
    new_venue_address: found.new_venue?.address ?? "",
    new_venue_city_id: found.new_venue?.city_id ?? "",
    new_venue_postal_code: found.new_venue?.postal_code ?? "",
    // The page's dates as rows the author reads in Chicago time.
    dates: found.dates.map(dateRowOf),
  };
}

export async function submitPageAction(request: Request, context: Ctx, id: string | undefined) {
  const { actor } = await requireViewer(request, context);
  const { services, clientIp } = serverContext(context);
  const posted = await request.formData();
  const intent = field(posted, "intent");

  if (intent === "prefill") {
    const link = field(posted, "link");
    try {
      const found = await services.submissions.prefill(actor, { url: link });
      return {
        ...(await shown(services, prefilled(found))),
        link,
        message: found.name
          ? "We filled in what that page says. Check every field, then save or send it."
          : "That page says little about an event: fill in the rest below.",
      };
    } catch (err) {
      const r = refusal(err, emptyForm());
      const message = r.fields.url ?? r.message;
      return data(
        { ...(await shown(services, emptyForm())), ...r, link, fields: { link: message }, message },
        { status: r.status },
      );
    }
  }

  const values = formValuesOf(posted);

  if (intent === "find-venue") {
    if (!values.venue_query)
      return data(
        {
          ...(await shown(services, values)),
          fields: { venue_query: "Type part of the venue's name." },
        },
        { status: 400 },
      );
    const found = (
      await services.places.listVenues({ query: values.venue_query.slice(0, 200), page_size: "10" })
    ).results.map(choice);
    const kept = (await chosenVenue(services, values.venue_id)).filter(
      (v) => !found.some((f) => f.id === v.id),
    );
    return {
      ...(await shown(services, { ...values, venue_mode: "existing" }, [...kept, ...found])),
      message: found.length
        ? null
        : `No venue matches “${values.venue_query}”. Try another part of its name, or propose it as a new venue.`,
    };
  }

  const send = intent === "send";
  const { input, errors } = inputOf(values);
  if (Object.keys(errors).length) {
    // Every problem at once: what the schema says of the rest (a missing
    // title, a venue's name) joins what the form itself could not read.
    const checked = submissionSchema.safeParse(input);
    const rowProblem = Object.keys(errors).some((k) => k.startsWith("date_"));
    for (const issue of checked.success ? [] : checked.error.issues) {
      const name = formFieldOf(issue.path.join("."), values);
      // A row it could not read is not "no dates at all".
      if (!(name === "dates" && rowProblem)) errors[name] ??= issue.message;
    }
    return data(
      {
        ...(await shown(services, values)),
        fields: errors,
        message: "Some fields need a look: see the notes next to them.",
        severity: "error" as const,
      },
      { status: 400 },
    );
  }
  let saved: "sent" | "draft" | "changed";
  try {
    if (id) {
      const version = Number(field(posted, "version")) || undefined;
      const row = await services.submissions.update(actor, id, { ...input, version });
      if (send && row.state === "draft") await services.submissions.submit(actor, id);
      saved = row.state === "pending" ? "changed" : send ? "sent" : "draft";
    } else {
      await services.submissions.create(actor, { ...input, submit: send }, clientIp);
      saved = send ? "sent" : "draft";
    }
  } catch (err) {
    const r = refusal(err, values);
    return data({ ...(await shown(services, values)), ...r }, { status: r.status });
  }
  return redirect(`/account/submissions?saved=${saved}`);
}

export type SubmitLoaderData = Awaited<ReturnType<typeof submitPageLoader>>;
