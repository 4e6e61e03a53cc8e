"""Reading a request's input with a serializer: the validated data, or DRF's 400."""

from core.api.plain_validation import plain_data


def parse(serializer_class, data, **kwargs) -> dict:
    """What ``serializer_class(data=data, **kwargs)`` validates to; invalid input raises
    DRF's ``ValidationError``. Plain input skips building the serializer's fields."""
    if not kwargs:
        plain = plain_data(serializer_class, data)
        if plain is not None:
            return plain
    serializer = serializer_class(data=data, **kwargs)
    serializer.is_valid(raise_exception=True)
    return dict(serializer.validated_data)
