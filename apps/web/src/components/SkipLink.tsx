import classes from './SkipLink.module.css';

/** The first Tab stop of every frame: jumps over the top bar to the page (`<main id="main">`). */
export function SkipLink() {
  return (
    <a href="#main" className={classes.root}>
      Skip to main content
    </a>
  );
}
