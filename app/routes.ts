import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
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
  ]),
  // Anything no other route claims: a 404 page inside the site frame.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
