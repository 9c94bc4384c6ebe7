#!/usr/bin/env bash
# Installs the system packages Arbiter Console needs to build, test and run:
# the C toolchain and GL/X11/Wayland headers for Fyne, and the programs the
# GUI checks (Xvfb, with openbox as the window manager, and x11-utils'
# xdpyinfo and xprop: scripts/lib/display.sh) and speech use, the
# PostgreSQL server the storage tests start a throw-away cluster of, openssl
# for the venue server's certificate (scripts/venue-server.sh), the
# sqlite3 shell the attack tests edit files with, and bc, with which
# scripts/live-round.sh times the keys it types. Does nothing when all are
# present.
set -euo pipefail

pkgs=(gcc pkg-config libgl1-mesa-dev xorg-dev libxkbcommon-dev libwayland-dev
      xvfb xauth xdotool dbus-x11 imagemagick espeak-ng postgresql openbox
      x11-utils openssl sqlite3 bc)

missing=()
for p in "${pkgs[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null; then
  echo "deps: missing packages: ${missing[*]}" >&2
  echo "deps: this is not a Debian-like system; install the equivalents by hand." >&2
  exit 1
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    sudo="sudo"
  else
    echo "deps: missing packages: ${missing[*]}" >&2
    echo "deps: run as root, or: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

echo "deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
