// Stand-ins for the MUI layout pieces the public pages use (Box, Typography,
// Stack, Container, Link, Button, Avatar): the same props and `sx`, drawn from
// app/styles/ui.css and app/lib/sx.ts, so public pages load neither MUI nor
// emotion (docs/decisions/033-lighter-first-load.md). Forms and the back
// office keep MUI.

export type { Sx } from "../../lib/sx.ts";
export { Avatar } from "./avatar.tsx";
export { Box } from "./box.tsx";
export { Button } from "./button.tsx";
export { Container } from "./container.tsx";
export { Link } from "./link.tsx";
export { Stack } from "./stack.tsx";
export { Typography } from "./typography.tsx";
