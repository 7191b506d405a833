#!/bin/sh
# Installs or removes bankui: `install.sh install|uninstall BUILD_DIR MANUAL_TOOL`
# with PREFIX (default /usr/local) and DESTDIR (default empty) from the
# environment. BUILD_DIR holds the built `bankui` and `bankui-sync`;
# MANUAL_TOOL is the argument parser's `generate-manual`, which writes the
# man page from the command definitions themselves.
#
# Installed: bin/bankui and bin/bankui-sync (bankui starts the sync program
# found beside it), share/man/man1/bankui.1, and the completions where each
# shell looks: share/bash-completion/completions/bankui,
# share/zsh/site-functions/_bankui, share/fish/vendor_completions.d/bankui.fish.
set -eu
action=$1
build=$2
prefix=${PREFIX:-/usr/local}
root=${DESTDIR:-}$prefix
bin=$root/bin
man=$root/share/man/man1
bash_dir=$root/share/bash-completion/completions
zsh_dir=$root/share/zsh/site-functions
fish_dir=$root/share/fish/vendor_completions.d

case $action in
install)
    tool=$3
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    "$tool" "$build/bankui" --output-directory "$work"
    "$build/bankui" --generate-completion-script bash > "$work/bankui.bash"
    "$build/bankui" --generate-completion-script zsh > "$work/_bankui"
    "$build/bankui" --generate-completion-script fish > "$work/bankui.fish"
    mkdir -p "$bin" "$man" "$bash_dir" "$zsh_dir" "$fish_dir"
    install -m 755 "$build/bankui" "$build/bankui-sync" "$bin/"
    install -m 644 "$work/bankui.1" "$man/bankui.1"
    install -m 644 "$work/bankui.bash" "$bash_dir/bankui"
    install -m 644 "$work/_bankui" "$zsh_dir/_bankui"
    install -m 644 "$work/bankui.fish" "$fish_dir/bankui.fish"
    echo "installed bankui in $root"
    ;;
uninstall)
    rm -f "$bin/bankui" "$bin/bankui-sync" "$man/bankui.1" "$bash_dir/bankui" "$zsh_dir/_bankui" "$fish_dir/bankui.fish"
    echo "removed bankui from $root"
    ;;
*)
    echo "usage: install.sh install|uninstall BUILD_DIR [MANUAL_TOOL]" >&2
    exit 64
    ;;
esac
