import classes from './Header.module.css';

/** The small down arrow beside a group's name; it turns while the group is open. */
export function Chevron() {
  return (
    <svg className={classes.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}
