/* Styles of the contact page's form, inlined with that page only (see public-styles.ts). */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
