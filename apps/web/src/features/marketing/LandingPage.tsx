import { AudienceSection } from './components/AudienceSection';
import { CallToAction } from './components/CallToAction';
import { FeatureSection } from './components/FeatureSection';
import { LandingHero } from './components/LandingHero';
import { landingSections } from './landing-content';
import { PageTitle } from '../../components/PageTitle';

/** The public home page (/): hero, the four marketing sections, audiences and a call to action. */
export function LandingPage() {
  return (
    <>
      <PageTitle>Partnerly — find creators and brands to partner with</PageTitle>
      <LandingHero />
      {landingSections.map((section, index) => (
        <FeatureSection key={section.id} section={section} reversed={index % 2 === 1} />
      ))}
      <AudienceSection />
      <CallToAction />
    </>
  );
}
