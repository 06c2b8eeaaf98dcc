import type { HTMLAttributes, ImgHTMLAttributes, ReactNode } from "react";
import { cx, type Sx, useSx } from "../../lib/sx.ts";

export type AvatarProps = HTMLAttributes<HTMLDivElement> & {
  src?: string | undefined;
  alt?: string;
  sx?: Sx;
  slotProps?: { img?: ImgHTMLAttributes<HTMLImageElement> };
  children?: ReactNode;
};

/** MUI's Avatar without emotion: a round picture, or its children (initials) without one. */
export function Avatar({ src, alt, sx, slotProps, className, children, ...rest }: AvatarProps) {
  const name = useSx(sx);
  return (
    <div className={cx("ac-avatar", className, name)} {...rest}>
      {src ? <img className="ac-avatar__img" src={src} alt={alt} {...slotProps?.img} /> : children}
    </div>
  );
}
