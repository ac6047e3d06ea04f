import { useEffect, useRef, useState } from 'react';
import { useOwnStyles } from './own-styles';
import css from './audio-player.css?raw';
import { useMessages } from './i18n';
import ui from './messages.en.json';

/** What a podspot preview says when its audio fails to load or play (docs/behaviour/earn.md#errors). */
export const AUDIO_ERROR = ui['ui.audio.error'];

/** `1:05` from seconds; `0:00` for anything not a finite number. */
export const formatClock = (seconds: number) => {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

type Props = {
  /** The audio file's URL (absolute when the page is not on the API's origin). */
  src: string;
  /** What is playing, for screen readers: the player is a group named after it. */
  title: string;
};

/**
 * A Play/Pause player on a native <audio> element (no browser controls, so it looks the same everywhere):
 * elapsed and total time, a seek slider, and the documented error text when the file cannot be loaded or played.
 */
export function AudioPlayer({ src, title }: Props) {
  const t = useMessages(ui);
  const root = useRef<HTMLDivElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  useOwnStyles(root, css);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);

  useEffect(() => {
    setFailed(false);
    setPlaying(false);
    setTime(0);
    setDuration(0);
  }, [src]);
  useEffect(() => () => audio.current?.pause(), []);

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (!el.paused) return el.pause();
    setFailed(false);
    el.play()?.catch((error: { name?: string }) => {
      // A pause() while the file is still loading rejects play() with AbortError: that is not a failure.
      if (error?.name !== 'AbortError') setFailed(true);
    });
  };

  return (
    <div className="ps-audio" ref={root} role="group" aria-label={title}>
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
        onError={() => {
          setFailed(true);
          setPlaying(false);
        }}
      />
      <button type="button" className="ps-button ps-audio__toggle" onClick={toggle}>
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        {playing ? t('ui.audio.pause') : t('ui.audio.play')}
      </button>
      <input
        className="ps-audio__seek"
        type="range"
        min={0}
        max={Number.isFinite(duration) && duration > 0 ? duration : 0}
        step="any"
        value={time}
        aria-label={t('ui.audio.position')}
        aria-valuetext={formatClock(time)}
        disabled={!(duration > 0)}
        onChange={(e) => {
          const next = Number(e.currentTarget.value);
          if (audio.current) audio.current.currentTime = next;
          setTime(next);
        }}
      />
      <span className="ps-audio__time">
        {formatClock(time)} / {formatClock(duration)}
      </span>
      {failed ? (
        <p className="ps-audio__error" role="alert">
          {t('ui.audio.error')}
        </p>
      ) : null}
    </div>
  );
}
