import { Divider, ListItemText, Menu, MenuItem } from "@mui/material";
import { Link } from "react-router";
import { MuiTheme } from "./mui-theme.tsx";

/** The header avatar's menu: who is signed in, account, admin for superadmins, sign out. */
export default function UserMenuPopup(props: {
  anchor: HTMLElement;
  onClose: () => void;
  label: string;
  email: string;
  isSuperAdmin: boolean;
  /** A venue editor's way into the back office (their venues and events). */
  editsVenues: boolean;
  onSignOut: () => void;
}) {
  const { anchor, onClose, label, email, isSuperAdmin, editsVenues, onSignOut } = props;
  return (
    // Loaded on the first click, with MUI: the page itself has none (mui-theme.tsx).
    <MuiTheme>
      <Menu anchorEl={anchor} open onClose={onClose} onClick={onClose}>
        <MenuItem disabled sx={{ opacity: "1 !important" }}>
          <ListItemText primary={label} secondary={email} />
        </MenuItem>
        <Divider />
        <MenuItem component={Link} to="/account">
          Account
        </MenuItem>
        <MenuItem component={Link} to="/for-you">
          For you
        </MenuItem>
        <MenuItem component={Link} to="/account/orders">
          Your orders
        </MenuItem>
        {isSuperAdmin ? (
          <MenuItem component={Link} to="/admin">
            Admin
          </MenuItem>
        ) : editsVenues ? (
          <MenuItem component={Link} to="/admin">
            Back office
          </MenuItem>
        ) : null}
        <MenuItem onClick={onSignOut}>Sign out</MenuItem>
      </Menu>
    </MuiTheme>
  );
}
