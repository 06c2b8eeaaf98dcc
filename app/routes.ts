import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("calendar/:preset?", "routes/calendar.tsx"),
  route("events/:slug", "routes/event.tsx"),
  route("venues", "routes/venues.tsx"),
  route("venues/map", "routes/venue-map.tsx"),
  route("venues/:slug", "routes/venue.tsx"),
  route("cities", "routes/cities.tsx"),
  route("cities/:slug", "routes/city.tsx"),
  route("search", "routes/search.tsx"),
  route(":kind/legacy/:legacyId", "routes/legacy-redirect.tsx"),
  route("sign-in", "routes/sign-in.tsx"),
  route("sign-up", "routes/sign-up.tsx"),
  route("sign-out", "routes/sign-out.tsx"),
  route("check-email", "routes/check-email.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("auth/continue", "routes/auth-continue.tsx"),
  route("welcome", "routes/welcome.tsx"),
  route("account", "routes/account.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("users/:id", "routes/admin/user.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("files", "routes/admin/files.tsx"),
    route("files/:id", "routes/admin/file.tsx"),
  ]),
  // Anything no other route claims: a 404 page inside the site frame.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
