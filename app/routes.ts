import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // Anything no other route claims: a 404 page inside the site frame.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
