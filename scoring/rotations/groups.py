"""Small abelian groups Z_m1 x Z_m2 x ... whose elements are numbered 0 .. order - 1 (mixed
radix, the last modulus varying fastest: in Z_3 x Z_3 the element written "12" is 1 * 3 + 2).
Cyclic designs are developed over them; every group used has odd order."""

from dataclasses import dataclass
from functools import cached_property
from math import prod


@dataclass(frozen=True)
class Group:
    moduli: tuple[int, ...]

    @property
    def order(self) -> int:
        return prod(self.moduli)

    def digits(self, element: int) -> tuple[int, ...]:
        out = []
        for modulus in reversed(self.moduli):
            element, digit = divmod(element, modulus)
            out.append(digit)
        return tuple(reversed(out))

    def element(self, digits: tuple[int, ...]) -> int:
        number = 0
        for digit, modulus in zip(digits, self.moduli, strict=True):
            number = number * modulus + digit % modulus
        return number

    @cached_property
    def sums(self) -> tuple[tuple[int, ...], ...]:
        """``sums[a][b]`` is a + b."""
        digits = [self.digits(e) for e in range(self.order)]
        return tuple(
            tuple(self.element(tuple(x + y for x, y in zip(a, b, strict=True))) for b in digits)
            for a in digits
        )

    @cached_property
    def negatives(self) -> tuple[int, ...]:
        return tuple(self.element(tuple(-x for x in self.digits(e))) for e in range(self.order))

    def difference_class(self, a: int, b: int) -> int:
        """a - b and b - a stand for one class: the smaller of the two numbers."""
        difference = self.sums[a][self.negatives[b]]
        return min(difference, self.negatives[difference])
