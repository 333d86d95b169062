"""What both evaluation fits (tools.fit_evaluation for Charon, tools.fit_sixbillion_evaluation
for 6 Billion) share: a conditional-logit model of who wins a position — each player's chance
the softmax of a weighted sum of their features — fitted by Newton's method with a small L2
penalty on standardised features. Charon's shipped weights were fitted with exactly this code:
the same games give the same file."""

import math

L2 = 0.01  # on standardised weights, per position: keeps rare features from running away

# A position: every player's features, and every player's share of the win.
Position = tuple[list[list[float]], list[float]]


def standardise(positions: list[Position]) -> tuple[list[float], list[float]]:
    """Mean and spread of each feature over all players of all positions (spread 1 if none)."""
    rows = [row for players, _ in positions for row in players]
    means = [sum(col) / len(rows) for col in zip(*rows, strict=True)]
    spreads = []
    for k, col in enumerate(zip(*rows, strict=True)):
        var = sum((x - means[k]) ** 2 for x in col) / len(rows)
        spreads.append(math.sqrt(var) if var > 1e-12 else 1.0)
    return means, spreads


def chances(weights: list[float], players: list[list[float]]) -> list[float]:
    strengths = [sum(w * x for w, x in zip(weights, row, strict=True)) for row in players]
    top = max(strengths)
    powers = [math.exp(s - top) for s in strengths]
    total = sum(powers)
    return [p / total for p in powers]


def fit(positions: list[Position], iterations: int = 25) -> list[float]:
    """Conditional-logit weights for raw features, by Newton's method on standardised ones."""
    means, spreads = standardise(positions)
    data = [
        ([[(x - m) / s for x, m, s in zip(row, means, spreads, strict=True)] for row in players], shares)
        for players, shares in positions
    ]
    k = len(means)
    weights = [0.0] * k
    for _ in range(iterations):
        gradient = [L2 * len(data) * w for w in weights]
        hessian = [[L2 * len(data) if i == j else 0.0 for j in range(k)] for i in range(k)]
        for players, shares in data:
            probs = chances(weights, players)
            mean_row = [sum(p * row[i] for p, row in zip(probs, players, strict=True)) for i in range(k)]
            for p, y, row in zip(probs, shares, players, strict=True):
                for i in range(k):
                    gradient[i] += (p - y) * row[i]
                    centred_i = row[i] - mean_row[i]
                    if centred_i:
                        line = hessian[i]
                        for j in range(k):
                            line[j] += p * centred_i * (row[j] - mean_row[j])
        step = solve(hessian, gradient)
        weights = [w - s for w, s in zip(weights, step, strict=True)]
        if max(abs(s) for s in step) < 1e-9:
            break
    return [w / s for w, s in zip(weights, spreads, strict=True)]


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """x with matrix @ x = vector (Gaussian elimination with partial pivoting)."""
    n = len(vector)
    rows = [line[:] + [vector[i]] for i, line in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(col + 1, n):
            factor = rows[r][col] / rows[col][col]
            for c in range(col, n + 1):
                rows[r][c] -= factor * rows[col][c]
    x = [0.0] * n
    for r in reversed(range(n)):
        x[r] = (rows[r][n] - sum(rows[r][c] * x[c] for c in range(r + 1, n))) / rows[r][r]
    return x
