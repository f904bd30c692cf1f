import { AudienceSection } from './components/AudienceSection';
import { CallToAction } from './components/CallToAction';
import { FeatureSection } from './components/FeatureSection';
import { LandingHero } from './components/LandingHero';
import { landingSections } from './landing-content';

/** The public home page (/): hero, the four marketing sections, audiences and a call to action. */
export function LandingPage() {
  return (
    <>
      <title>Partnerly — find creators and brands to partner with</title>
      <LandingHero />
      {landingSections.map((section, index) => (
        <FeatureSection key={section.id} section={section} reversed={index % 2 === 1} />
      ))}
      <AudienceSection />
      <CallToAction />
    </>
  );
}
