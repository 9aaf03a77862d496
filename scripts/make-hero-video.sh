#!/usr/bin/env bash
# Regenerates the home-page hero video and its poster from the place artwork:
#   web/public/media/hero.mp4         1280x720, 24 fps, ~12 s, H.264 yuv420p, faststart, silent AAC
#   web/public/media/hero-poster.jpg  the first frame of the video
#
# Four artworks (dawn -> noon -> afternoon -> dusk) get a slow Ken Burns pan/zoom each and are
# joined with crossfades. Needs ffmpeg and either rsvg-convert or a headless Chromium.
# Run from anywhere: bash scripts/make-hero-video.sh
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ART="$ROOT/web/public/images/places"
OUT="$ROOT/web/public/media"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

SLIDES=(taj-mahal amber-fort palolem-beach varanasi-ghats)
CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"

# (Re)build the artwork first so the slides always match the catalogue.
(cd "$ROOT" && node --import tsx scripts/generate-place-art.ts >/dev/null)

# 1. Render each SVG to a 2560x1600 PNG (16:10, like the artwork).
for i in "${!SLIDES[@]}"; do
  svg="$ART/${SLIDES[$i]}.svg"
  png="$WORK/slide$i.png"
  if command -v rsvg-convert >/dev/null 2>&1; then
    rsvg-convert -w 2560 -h 1600 -o "$png" "$svg"
  else
    printf '<!doctype html><html><body style="margin:0;overflow:hidden"><img src="file://%s" style="display:block;width:100vw;height:100vh;object-fit:cover"></body></html>' \
      "$svg" >"$WORK/slide$i.html"
    "$CHROMIUM" --headless --no-sandbox --disable-gpu --disable-background-networking --hide-scrollbars \
      --window-size=2560,1600 --screenshot="$png" "file://$WORK/slide$i.html" >/dev/null 2>&1
  fi
done

# 2. One Ken Burns clip per slide: 87 frames (3.625 s) at 24 fps, 1280x720.
#    Each PNG is first cropped to 16:9 (2560x1440, centred) so zoompan keeps proportions.
FRAMES=87
MOTIONS=(
  "z='1+0.10*on/$FRAMES':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)'"                   # slow push in, centred
  "z='1.10':x='(iw-iw/zoom)*on/$FRAMES':y='(ih-ih/zoom)/2'"                             # pan left to right
  "z='1.10-0.10*on/$FRAMES':x='iw/2-(iw/zoom/2)':y='(ih-ih/zoom)*0.6'"                  # slow pull out
  "z='1+0.08*on/$FRAMES':x='(iw-iw/zoom)*(1-on/$FRAMES)':y='(ih-ih/zoom)/2'"            # push in, drifting left
)
for i in "${!SLIDES[@]}"; do
  ffmpeg -hide_banner -loglevel error -y -i "$WORK/slide$i.png" \
    -vf "crop=2560:1440:0:80,zoompan=${MOTIONS[$i]}:d=$FRAMES:s=1280x720:fps=24,format=yuv420p" \
    -frames:v $FRAMES -c:v libx264 -preset veryfast -crf 12 "$WORK/clip$i.mp4"
done

# 3. Crossfade the clips (0.8 s each), add a silent stereo AAC track, encode for the web.
ffmpeg -hide_banner -loglevel error -y \
  -i "$WORK/clip0.mp4" -i "$WORK/clip1.mp4" -i "$WORK/clip2.mp4" -i "$WORK/clip3.mp4" \
  -f lavfi -i "anullsrc=channel_layout=stereo:sample_rate=44100" \
  -filter_complex "\
[0:v][1:v]xfade=transition=fade:duration=0.8:offset=2.825[x1];\
[x1][2:v]xfade=transition=fade:duration=0.8:offset=5.65[x2];\
[x2][3:v]xfade=transition=fade:duration=0.8:offset=8.475,format=yuv420p[v]" \
  -map "[v]" -map 4:a -shortest \
  -c:v libx264 -preset slow -tune animation -crf 20 -profile:v high -level 4.0 -pix_fmt yuv420p -r 24 -g 48 \
  -c:a aac -b:a 32k -ac 2 -ar 44100 \
  -movflags +faststart -map_metadata -1 \
  "$WORK/hero.mp4"

mkdir -p "$OUT"
mv "$WORK/hero.mp4" "$OUT/hero.mp4"

# 4. Poster: the very first frame.
ffmpeg -hide_banner -loglevel error -y -i "$OUT/hero.mp4" -frames:v 1 -q:v 5 "$OUT/hero-poster.jpg"

ls -l "$OUT/hero.mp4" "$OUT/hero-poster.jpg"
