//! The app's sounds, synthesised when it starts (no sound files): short tones and knocks
//! built from sines and a little noise, each with a fast attack and an exponential decay,
//! written as 16-bit mono WAV for Bevy's audio to decode.

use super::SoundCue;

/// Samples per second.
pub const SAMPLE_RATE: u32 = 22_050;

/// The loudest a sound's sample may be (some headroom under full scale).
const PEAK: f32 = 0.8;

/// One voice of a sound: a sine of `hz` (sliding to `to_hz`), starting `at` seconds in,
/// lasting `length` seconds, decaying by `decay` per second, with `noise` of white noise
/// mixed in (a knock's wood).
#[derive(Clone, Copy, Debug)]
struct Voice {
    hz: f32,
    to_hz: f32,
    at: f32,
    length: f32,
    decay: f32,
    noise: f32,
    gain: f32,
}

impl Voice {
    /// A tone of `hz` at `at` seconds, `length` long.
    const fn tone(hz: f32, at: f32, length: f32) -> Voice {
        Voice {
            hz,
            to_hz: hz,
            at,
            length,
            decay: 12.0,
            noise: 0.0,
            gain: 0.5,
        }
    }

    /// A wooden knock (a piece set down): a low tone with a burst of noise, quickly gone.
    const fn knock(hz: f32, at: f32) -> Voice {
        Voice {
            hz,
            to_hz: hz * 0.8,
            at,
            length: 0.09,
            decay: 55.0,
            noise: 0.35,
            gain: 0.9,
        }
    }
}

/// The voices of each cue.
fn voices(cue: SoundCue) -> Vec<Voice> {
    match cue {
        SoundCue::Move => vec![Voice::knock(520.0, 0.0)],
        SoundCue::Capture => vec![Voice::knock(380.0, 0.0), Voice::knock(300.0, 0.045)],
        SoundCue::Castle => vec![Voice::knock(520.0, 0.0), Voice::knock(470.0, 0.11)],
        SoundCue::Check => vec![
            Voice::knock(520.0, 0.0),
            Voice::tone(880.0, 0.02, 0.12),
            Voice::tone(1175.0, 0.12, 0.16),
        ],
        SoundCue::Hop => vec![Voice {
            to_hz: 990.0,
            decay: 6.0,
            ..Voice::tone(420.0, 0.0, 0.18)
        }],
        SoundCue::Promotion => vec![
            Voice::knock(520.0, 0.0),
            Voice::tone(523.3, 0.03, 0.12),
            Voice::tone(659.3, 0.11, 0.12),
            Voice::tone(784.0, 0.19, 0.2),
        ],
        SoundCue::GameEnd => vec![
            Voice {
                decay: 3.0,
                ..Voice::tone(392.0, 0.0, 0.7)
            },
            Voice {
                decay: 3.0,
                ..Voice::tone(493.9, 0.12, 0.6)
            },
            Voice {
                decay: 3.0,
                ..Voice::tone(587.3, 0.24, 0.5)
            },
        ],
        SoundCue::LowTime => (0..3)
            .map(|i| Voice {
                decay: 20.0,
                ..Voice::tone(1000.0, i as f32 * 0.12, 0.07)
            })
            .collect(),
        // A soft chime after the move's knock has died away.
        SoundCue::YourTurn => vec![
            Voice {
                gain: 0.3,
                ..Voice::tone(660.0, 0.12, 0.22)
            },
            Voice {
                gain: 0.25,
                ..Voice::tone(990.0, 0.16, 0.22)
            },
        ],
    }
}

/// A small deterministic noise (the same sound every start).
fn noise(i: usize) -> f32 {
    let mut x = (i as u32).wrapping_mul(0x9E37_79B9) ^ 0x85EB_CA6B;
    x ^= x >> 15;
    x = x.wrapping_mul(0x2C1B_3C6D);
    x ^= x >> 12;
    (x as f32 / u32::MAX as f32) * 2.0 - 1.0
}

/// The samples of `cue`, within -1..=1 and peaking at `PEAK`.
pub fn samples(cue: SoundCue) -> Vec<f32> {
    let voices = voices(cue);
    let end = voices
        .iter()
        .map(|v| v.at + v.length)
        .fold(0.0_f32, f32::max);
    let rate = SAMPLE_RATE as f32;
    let mut out = vec![0.0_f32; (end * rate).ceil() as usize + 1];
    for v in &voices {
        let start = (v.at * rate) as usize;
        let count = (v.length * rate) as usize;
        let mut phase = 0.0_f32;
        for k in 0..count {
            let t = k as f32 / rate;
            let hz = v.hz + (v.to_hz - v.hz) * (t / v.length);
            phase += std::f32::consts::TAU * hz / rate;
            // A 3 ms attack and a 5 ms release: no clicks at either end.
            let attack = (t / 0.003).min(1.0);
            let release = ((v.length - t) / 0.005).clamp(0.0, 1.0);
            let envelope = (-v.decay * t).exp() * attack * release;
            let sound = phase.sin() * (1.0 - v.noise) + noise(start + k) * v.noise;
            out[start + k] += v.gain * envelope * sound;
        }
    }
    let loudest = out.iter().fold(0.0_f32, |m, s| m.max(s.abs()));
    if loudest > 0.0 {
        for s in &mut out {
            *s *= PEAK / loudest;
        }
    }
    out
}

/// `samples` as a 16-bit mono PCM WAV file of [`SAMPLE_RATE`].
pub fn wav(samples: &[f32]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16_u32.to_le_bytes());
    out.extend_from_slice(&1_u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1_u16.to_le_bytes()); // mono
    out.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    out.extend_from_slice(&(SAMPLE_RATE * 2).to_le_bytes()); // bytes per second
    out.extend_from_slice(&2_u16.to_le_bytes()); // bytes per frame
    out.extend_from_slice(&16_u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        let v = (s.clamp(-1.0, 1.0) * f32::from(i16::MAX)).round() as i16;
        out.extend_from_slice(&v.to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::audio::Source;
    use bevy::audio::{AudioSource, Decodable};

    #[test]
    fn every_cue_is_short_loud_enough_and_its_own() {
        let all: Vec<Vec<f32>> = SoundCue::ALL.iter().map(|&c| samples(c)).collect();
        for (cue, s) in SoundCue::ALL.iter().zip(&all) {
            let seconds = s.len() as f32 / SAMPLE_RATE as f32;
            assert!((0.05..=1.0).contains(&seconds), "{cue:?}: {seconds} s");
            let peak = s.iter().fold(0.0_f32, |m, x| m.max(x.abs()));
            assert!((peak - PEAK).abs() < 1e-3, "{cue:?}: peak {peak}");
            assert!(
                s.first().is_some_and(|x| x.abs() < 0.05),
                "{cue:?} starts softly"
            );
        }
        for i in 0..all.len() {
            for j in i + 1..all.len() {
                assert_ne!(
                    all[i],
                    all[j],
                    "{:?} and {:?}",
                    SoundCue::ALL[i],
                    SoundCue::ALL[j]
                );
            }
        }
    }

    #[test]
    fn the_wav_decodes_as_written() {
        for cue in SoundCue::ALL {
            let s = samples(cue);
            let source = AudioSource {
                bytes: wav(&s).into(),
            };
            let decoder = source.decoder();
            assert_eq!(decoder.sample_rate().get(), SAMPLE_RATE, "{cue:?}");
            assert_eq!(decoder.channels().get(), 1, "{cue:?}");
            let decoded: Vec<f32> = decoder.collect();
            assert_eq!(decoded.len(), s.len(), "{cue:?}");
            for (a, b) in decoded.iter().zip(&s) {
                assert!((a - b).abs() < 1e-3, "{cue:?}: {a} for {b}");
            }
        }
    }
}
