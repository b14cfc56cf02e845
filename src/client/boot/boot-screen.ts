/**
 * Ends what index.html showed before the app ran (boot.js): the pre-rendered landing goes, the app's root
 * shows. Called in a layout effect by the screen that takes its place, so both change in the same frame.
 */
export function endBootScreen(): void {
  document.getElementById('boot-landing')?.remove();
  document.documentElement.removeAttribute('data-boot');
}
