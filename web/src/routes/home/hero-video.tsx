import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PauseIcon, PlayIcon, SoundOffIcon, SoundOnIcon } from '@/components/icons';
import { prefersSavedData, usePrefersReducedMotion } from '@/lib/use-media-query';
import { assets, paths } from '@/paths';
import { RotatingWord } from './rotating-word';

const HEADLINE_WORDS = ['Heritage', 'Mountains', 'Beaches', 'Temples', 'Flavours'] as const;

/**
 * The hero: a muted looping video with Play/Pause and Mute/Unmute. The poster comes first, as the
 * page's first image (it is the largest paint); the video (700 KB) is laid over it only once the page
 * has loaded, so on a phone it never competes with the page's own code and data. Under reduced
 * motion or Save-Data the poster stays, and the video waits for the visitor to ask for it.
 */
export function HeroVideo() {
  const isReducedMotion = usePrefersReducedMotion();
  const [isSavingData] = useState(prefersSavedData);
  const [hasAskedForVideo, setHasAskedForVideo] = useState(false);
  const hasPageLoaded = useHasPageLoaded();
  const isVideoWanted = hasAskedForVideo || !(isReducedMotion || isSavingData);

  return (
    <section className="hero" aria-labelledby="hero-title">
      <img className="hero__media" src={assets.heroPoster} alt="" width={1600} height={900} fetchPriority="high" />
      {isVideoWanted && hasPageLoaded && <HeroPlayer autoPlay={!hasAskedForVideo} />}
      {!isVideoWanted && (
        <div className="hero__controls">
          <button type="button" className="hero__control" onClick={() => setHasAskedForVideo(true)}>
            <PlayIcon /> Play video
          </button>
        </div>
      )}
      <div className="hero__content">
        <p className="hero__eyebrow">India Tours</p>
        <h1 id="hero-title" className="hero__title">
          Discover India&apos;s <RotatingWord words={HEADLINE_WORDS} />
        </h1>
        <p className="hero__lead">
          Palaces and ghats, Himalayan passes and palm-fringed shores: hand-picked places in every state, with
          honest prices per person.
        </p>
        <div className="hero__actions">
          <Link to={paths.indiaTours.to()} className="button">
            Explore destinations
          </Link>
          <Link to={paths.specialTours.to()} className="button button--light">
            See special tours
          </Link>
        </div>
      </div>
    </section>
  );
}

function HeroPlayer({ autoPlay }: { autoPlay: boolean }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // Follows the element's own play/pause events: autoplay may be refused.
  const [isPlaying, setIsPlaying] = useState(false);
  const [isMuted, setIsMuted] = useState(true);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` as a property only after mount; browsers need it
    // before play() for autoplay to be allowed.
    video.muted = true;
    if (!autoPlay) void safePlay(video);
  }, [autoPlay]);

  function togglePlay() {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      void safePlay(video);
    } else {
      video.pause();
    }
  }

  function toggleMute() {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    setIsMuted(video.muted);
  }

  return (
    <>
      <video
        ref={videoRef}
        className="hero__media"
        src={assets.heroVideo}
        poster={assets.heroPoster}
        autoPlay={autoPlay}
        muted
        loop
        playsInline
        preload={autoPlay ? 'auto' : 'metadata'}
        aria-hidden="true"
        onPlay={() => setIsPlaying(true)}
        onPause={() => setIsPlaying(false)}
      />
      <div className="hero__controls">
        <button type="button" className="hero__control" onClick={togglePlay}>
          {isPlaying ? <PauseIcon /> : <PlayIcon />} {isPlaying ? 'Pause video' : 'Play video'}
        </button>
        <button type="button" className="hero__control" onClick={toggleMute}>
          {isMuted ? <SoundOffIcon /> : <SoundOnIcon />} {isMuted ? 'Unmute video' : 'Mute video'}
        </button>
      </div>
    </>
  );
}

/** True once the document and everything it asked for have loaded (at once after an in-app navigation). */
function useHasPageLoaded(): boolean {
  const [hasLoaded, setHasLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (hasLoaded) return;
    const markLoaded = () => setHasLoaded(true);
    window.addEventListener('load', markLoaded, { once: true });
    return () => window.removeEventListener('load', markLoaded);
  }, [hasLoaded]);
  return hasLoaded;
}

/** play() rejects when the browser blocks it or the file is missing; the button then still offers Play. */
async function safePlay(video: HTMLVideoElement): Promise<void> {
  try {
    await video.play();
  } catch {
    // Nothing to do: no 'play' event fires, so the controls keep saying "Play video".
  }
}
