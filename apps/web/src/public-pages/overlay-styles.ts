/*
 * Styles of what opens over a public page (the link modal, the upgrade prompt): loaded after hydration, off the first paint's path (see public-styles.ts).
 */
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ScrollArea.css';
