#!/usr/bin/env bash
# Makes the demo banner video of the Projecten page from one of the generated new-build
# photos: a slow zoom in and out that loops without a seam, muted, H.264, with a poster.
# Needs Debian's ffmpeg; the output is committed, so neither the site nor CI needs it.
set -euo pipefail
cd "$(dirname "$0")/../.."
source=content/feed/media/newbuild-02.jpg
out=content/site/media/banner
mkdir -p "$out"
zoom="zoompan=z='1+0.12*sin(PI*on/250)':d=250:x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':fps=25"
ffmpeg -y -loglevel error -loop 1 -i "$source" -vf "scale=2560:-2,$zoom:s=1280x720" -frames:v 250 \
  -c:v libx264 -pix_fmt yuv420p -crf 30 -preset slow -an -movflags +faststart "$out/projects.mp4"
ffmpeg -y -loglevel error -loop 1 -i "$source" -vf "scale=1600:-2,$zoom:s=640x360" -frames:v 250 \
  -c:v libx264 -pix_fmt yuv420p -crf 32 -preset slow -an -movflags +faststart "$out/projects-mobile.mp4"
ffmpeg -y -loglevel error -i "$out/projects.mp4" -frames:v 1 -q:v 4 "$out/projects.jpg"
ls -l "$out"
