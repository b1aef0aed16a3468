#!/usr/bin/env bash
# A copy of this checkout's engine with its core modules compiled by Cython, unchanged, to
# compare with the interpreted engine on the same games:
#
#     bash benchmarks/cython_copy.sh /tmp/compiled
#     python benchmarks/ab_speed.py --base /tmp/compiled/src --instructions \
#         --only classic:4:10 --only classic:10:10 --only friends:4:3
#
# It answers "would compiling the engine make it fast enough?" without changing unokit's
# build: nothing here is installed or shipped. The copy is `git archive HEAD src` (commit
# your change first), built with Cython in a virtual environment of its own next to it,
# for the Python that runs this script (`python3`, or $PYTHON), which must be the one that
# runs ab_speed.py. The editions stay interpreted (pluggy reads their hook
# implementations from Python functions). One expression is rewritten first, as Cython
# refuses a conditional between tuples of two lengths; it means the same.
set -euo pipefail

OUT="${1:?usage: bash benchmarks/cython_copy.sh DIR}"
OUT="$(realpath -m "$OUT")"  # before the cd below
PYTHON="${PYTHON:-python3}"
MODULES="engine legal table state moves cards rules"

cd "$(dirname "$0")/.."  # the repository root: git archive takes its src/
rm -rf "$OUT"
mkdir -p "$OUT"
git archive HEAD src | tar -x -C "$OUT"
"$PYTHON" -m venv "$OUT/.build"
"$OUT/.build/bin/python" -m pip install --quiet cython setuptools
cd "$OUT"
sed -i 's/(False, True) if uno else (False,)/(False, True)[: 2 if uno else 1]/' src/unokit/core/legal.py
cat > setup.py <<PY
from Cython.Build import cythonize
from setuptools import setup

setup(
    ext_modules=cythonize(
        [f"src/unokit/{name}.py" for name in "$MODULES".split()],
        language_level=3,
        compiler_directives={"annotation_typing": False, "binding": True, "infer_types": False},
    ),
    package_dir={"": "src"},
)
PY
"$OUT/.build/bin/python" setup.py --quiet build_ext --inplace -j 2
echo "compiled: $(cd src/unokit && ls ./*.so | tr '\n' ' ')"
